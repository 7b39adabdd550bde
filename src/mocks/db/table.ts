/** One collection of records keyed by a decimal-string id, reporting every change (for the browser journal). */
export type ChangeListener = (table: string, id: string) => void;

export class Table<T> {
  private readonly rows = new Map<string, T>();

  constructor(
    readonly name: string,
    private readonly idOf: (row: T) => string,
    private readonly onChange: ChangeListener,
  ) {}

  get size(): number {
    return this.rows.size;
  }

  get(id: string): T | undefined {
    return this.rows.get(String(id));
  }

  has(id: string): boolean {
    return this.rows.has(String(id));
  }

  all(): T[] {
    return [...this.rows.values()];
  }

  /** Inserts or replaces a record and records the change. */
  put(row: T): T {
    const id = this.idOf(row);
    this.rows.set(id, row);
    this.onChange(this.name, id);
    return row;
  }

  remove(id: string): boolean {
    const existed = this.rows.delete(String(id));
    if (existed) this.onChange(this.name, String(id));
    return existed;
  }

  /** The id a record is filed under. */
  keyOf(row: T): string {
    return String(this.idOf(row));
  }

  /** Seeding and journal replay: no change record. */
  load(row: T): void {
    this.rows.set(this.idOf(row), row);
  }

  unload(id: string): void {
    this.rows.delete(id);
  }
}
