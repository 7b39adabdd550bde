/**
 * Every test file runs with exactly one MSW server listening: an empty one from tests/setup.ts until the
 * file's harness (the demo marketplace, or a file's own handlers) puts its server in its place. A request
 * no handler answers never reaches the network (a test would pass while its screen called a machine that
 * is not there): it fails as a network error, and the test that made it fails with its method and URL.
 */
import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { aFrame } from './clock';

const unhandled: string[] = [];
const record = (request: Request) => unhandled.push(`${request.method} ${request.url}`);

// MSW's 'error' strategy lets a request made through Node's http module (happy-dom's fetch and
// XMLHttpRequest) go on to the network after reporting it; a last handler answers it as a network error.
const answerNothing = http.all('*', ({ request }) => {
  record(request);
  return HttpResponse.error();
});

const listenOptions = {
  onUnhandledRequest(request: Request, print: { error(): void }) {
    record(request);
    print.error();
  },
};

const empty = setupServer();
let listening: SetupServer | undefined;

// The requests being answered now, and how many were sent in all: what `settled` waits on.
const answering = new Set<string>();
let sent = 0;
const watched = new WeakSet<SetupServer>();
function watch(server: SetupServer) {
  if (watched.has(server)) return;
  watched.add(server);
  server.events.on('request:start', ({ requestId }) => (sent++, answering.add(requestId)));
  server.events.on('request:end', ({ requestId }) => void answering.delete(requestId));
}

/**
 * Resolves once the screens are quiet: no request is being answered and a frame has passed with none
 * sent. A test that checks a call was made once, or not at all, waits for this, not for a guessed while.
 */
export async function settled(): Promise<void> {
  for (;;) {
    const before = sent;
    await act(aFrame);
    if (answering.size === 0 && sent === before) return;
  }
}

function listen(server: SetupServer) {
  if (listening === server) return;
  listening?.close();
  answering.clear();
  watch(server);
  // The catch-all joins the server's own handlers (and stays when a test's handlers are reset).
  const own = server.listHandlers().filter((handler) => handler !== answerNothing);
  server.resetHandlers(...own, answerNothing);
  server.listen(listenOptions);
  listening = server;
}

/** The requests made since the last call that no handler answered (and forgets them). */
export function takeUnhandledRequests(): string[] {
  return unhandled.splice(0);
}

/** Makes `server` the file's MSW server from the file's first test on (call at a file's top level). */
export function listenWith(server: SetupServer): void {
  beforeAll(() => listen(server));
}

/** Called once per file by tests/setup.ts: the empty server answers nothing, and every test checks what escaped. */
export function guardRequests(): void {
  beforeAll(() => {
    if (!listening) listen(empty);
  });
  afterEach(() => {
    const escaped = takeUnhandledRequests();
    if (escaped.length) throw new Error(`requests that no mock handler answers: ${escaped.join(', ')}`);
  });
  afterAll(() => {
    listening?.close();
    listening = undefined;
  });
}
