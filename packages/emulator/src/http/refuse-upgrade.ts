import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { RESTJSONErrorCodes } from '@slashkit/api';

/**
 * Answers an upgrade request (a WebSocket handshake) with a plain HTTP error instead of switching
 * protocols: the JSON body `{ message, code }` that a request refused by the node adapter gets, then the
 * connection closes. Nothing of the WebSocket handshake is written.
 * @example
 * refuseUpgrade(socket, 400, unknownHostMessage);
 */
export function refuseUpgrade(socket: Duplex, status: number, message: string): void {
  if (!socket.writable) return void socket.destroy();
  const body = JSON.stringify({ message, code: RESTJSONErrorCodes.GeneralError });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
      'Content-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
