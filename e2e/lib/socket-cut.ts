import { expect, type Page, type WebSocket, type WebSocketRoute } from '@playwright/test';

const LIVE = { timeout: 15_000 };

/**
 * Every socket.io connection of a page goes through here, so a journey can cut them as a dead link
 * would. Cutting closes both sides (the page sees its socket drop at once, not at a ping timeout);
 * while cut, a new socket is held unanswered and joined to the server when the cut ends.
 */
export class SocketCut {
  private cutting = false;
  private readonly open: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
  private readonly held: WebSocketRoute[] = [];
  /** Whether the page's latest socket has had its CONNECT answered. */
  private answered = false;

  private constructor(private readonly resume: boolean) {}

  /**
   * `resume: false`: the page's reconnects ask to resume no session (socket.io's pid and offset
   * are taken out of its CONNECT), as against several API processes sharing Redis, which cannot
   * resume one: the server answers a fresh socket, and nothing missed is replayed.
   */
  static async on(page: Page, { resume }: { resume: boolean }): Promise<SocketCut> {
    const cut = new SocketCut(resume);
    // Per socket: after a navigation the last page's socket, connected before, says nothing of this one's.
    let latest: WebSocket | undefined;
    page.on('websocket', (w) => {
      latest = w;
      cut.answered = false;
      w.on('framereceived', (f) => {
        if (w === latest && typeof f.payload === 'string' && f.payload.startsWith('40')) cut.answered = true;
      });
    });
    await page.routeWebSocket(/socket\.io/, (ws) => cut.route(ws));
    return cut;
  }

  /** Waits until the server has answered the socket.io CONNECT ('40') of the page's latest socket. */
  async connected(): Promise<void> {
    await expect.poll(() => this.answered).toBe(true);
  }

  async cut(): Promise<void> {
    this.cutting = true;
    for (const ws of this.open.splice(0)) {
      await ws.server.close();
      await ws.page.close();
    }
  }

  /** Sockets of the page that reach the server now. */
  get reaching(): number {
    return this.open.length;
  }

  /** Waits for the page to try again, then lets its sockets reach the server. */
  async end(): Promise<void> {
    await expect.poll(() => this.held.length, LIVE).toBeGreaterThan(0);
    this.cutting = false;
    for (const ws of this.held.splice(0)) this.join(ws);
    await expect.poll(() => this.open.length, LIVE).toBeGreaterThan(0);
  }

  /**
   * Each socket the page opens: held while cut, else joined. One the page closes is let go: a try
   * given up on while cut is not joined when the cut ends, and `reaching` counts live ones only.
   */
  private route(ws: WebSocketRoute): void {
    if (this.cutting) this.held.push(ws);
    else this.join(ws);
    // A close handler replaces Playwright's forwarding of the close: a joined route forwards it here.
    ws.onClose((code, reason) => {
      const held = this.held.indexOf(ws);
      if (held >= 0) this.held.splice(held, 1);
      const open = this.open.findIndex((o) => o.page === ws);
      if (open >= 0) void this.open.splice(open, 1)[0].server.close({ code, reason });
    });
  }

  private join(ws: WebSocketRoute): void {
    const server = ws.connectToServer();
    if (!this.resume) ws.onMessage((m) => server.send(typeof m === 'string' ? freshConnect(m) : m));
    this.open.push({ page: ws, server });
  }
}

/** A socket.io CONNECT of the default namespace without the session it asks to resume. */
function freshConnect(message: string): string {
  if (!message.startsWith('40{')) return message;
  const { pid: _pid, offset: _offset, ...auth } = JSON.parse(message.slice(2)) as Record<string, unknown>;
  return `40${JSON.stringify(auth)}`;
}
