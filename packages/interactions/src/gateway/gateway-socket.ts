import { GatewayCloseCodes } from '@slashkit/api';
import { type GatewayWebSocket, SocketState } from './gateway-web-socket.js';

/**
 * The code the client closes with when it wants to resume afterwards: anything but 1000 and 1001, which end
 * the session on the service's side.
 */
export const ResumableCloseCode = GatewayCloseCodes.UnknownError;

/** What a {@link GatewaySocket} reports while the client listens to it. */
export interface GatewaySocketEvents {
  open(): void;
  /** A text frame. */
  text(data: string): void;
  /** A binary frame: the client asked for JSON without compression, so this is a protocol violation. */
  binary(): void;
  /** The socket closed on its own (or the peer closed it); never called once the client let go of it. */
  close(code: number, reason: string): void;
}

/**
 * One WebSocket as the client sees it: events until the client lets go of it (`retire` or `terminate`),
 * after which nothing it does reaches the client, so a peer that never answers a close cannot hold it up.
 */
export class GatewaySocket {
  readonly #socket: GatewayWebSocket;
  #listening = true;
  /** Settles when the underlying socket has closed, whether or not the client still listens. */
  readonly closed: Promise<void>;

  constructor(socket: GatewayWebSocket, events: GatewaySocketEvents) {
    this.#socket = socket;
    socket.addEventListener('open', () => {
      if (this.#listening) events.open();
    });
    socket.addEventListener('message', (event) => {
      if (!this.#listening) return;
      const data = (event as { data?: unknown }).data;
      if (typeof data === 'string') events.text(data);
      else events.binary();
    });
    // 'error' is always followed by 'close', where recovery happens; listening keeps ws from throwing it.
    socket.addEventListener('error', () => {});
    this.closed = new Promise((resolve) => {
      socket.addEventListener('close', (event) => {
        resolve();
        if (!this.#listening) return;
        this.#listening = false;
        const { code, reason } = event as { code?: unknown; reason?: unknown };
        events.close(typeof code === 'number' ? code : 1006, typeof reason === 'string' ? reason : '');
      });
    });
  }

  /** Whether frames can be sent now. */
  get open(): boolean {
    return this.#listening && this.#socket.readyState === SocketState.Open;
  }

  /** Sends a frame if the socket is open (a frame for a closing socket is dropped, as it would be anyway). */
  send(frame: object): void {
    if (!this.open) return;
    try {
      this.#socket.send(JSON.stringify(frame));
    } catch {
      // A socket that fails to send is about to report its close.
    }
  }

  /**
   * Lets go of the socket with a polite close frame (`code`; not 1000 when the session should stay
   * resumable). The peer's answer is not waited for.
   */
  retire(code: number, reason: string): void {
    this.#listening = false;
    try {
      if (this.#socket.readyState === SocketState.Open) this.#socket.close(code, reason);
      else if (this.#socket.readyState === SocketState.Connecting) this.#drop();
    } catch {
      this.#drop();
    }
  }

  /** Lets go of the socket and drops the connection without a close handshake (a zombie or a stalled peer). */
  terminate(): void {
    this.#listening = false;
    this.#drop();
  }

  #drop(): void {
    try {
      if (this.#socket.terminate) this.#socket.terminate();
      else if (this.#socket.readyState < SocketState.Closing)
        this.#socket.close(ResumableCloseCode, 'Connection dropped');
    } catch {
      // Already closed.
    }
  }
}
