/** A bulk action's question when some selected rows are left out: which ones, and why. */
export function SkippedConfirm({ question, skipped }: { question: string; skipped: string }) {
  return (
    <>
      <p>{question}</p>
      <p data-testid="skipped-rows">{skipped}</p>
    </>
  );
}
