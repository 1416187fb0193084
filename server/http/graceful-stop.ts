import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** How long requests in flight may take to finish once a stop is asked for. */
export const STOP_GRACE_MS = 10_000;

/**
 * Makes `server` stoppable without cutting a request whose headers arrived (a purchase
 * whose body is still on its way): it is answered to the last byte, then its connection
 * closes. To call before the server takes connections. The stop it returns takes no new
 * connection, closes at once those with nothing in flight, and after the grace period
 * cuts what is left; it resolves once the server is closed.
 */
export function gracefulStop(server: Server): (graceMs?: number) => Promise<void> {
  const connections = new Set<Socket>();
  /** Per connection, the answers from their request's headers until handed whole to the system. */
  const answering = new Map<Socket, Set<ServerResponse>>();
  let stopping = false;
  // Not kept open for another request: the client sends it elsewhere.
  const lastOnItsConnection = (res: ServerResponse) => res.headersSent || res.setHeader('Connection', 'close');

  server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    const answers = answering.get(socket) ?? new Set();
    answering.set(socket, answers.add(res));
    if (stopping) lastOnItsConnection(res);
    res.once('close', () => {
      answers.delete(res);
      if (answers.size) return;
      answering.delete(socket);
      // end, not destroy: a body the answer did not wait for may still be arriving; a reset would lose the answer.
      if (stopping) socket.end();
    });
  });
  // Instead of Node's, which takes an answer written but not yet sent for done (and cuts it
  // from a slow client); server.close() calls it too.
  server.closeIdleConnections = () => {
    for (const socket of connections) if (!answering.has(socket)) socket.destroy();
  };

  return (graceMs = STOP_GRACE_MS) => {
    stopping = true;
    for (const answers of answering.values()) answers.forEach(lastOnItsConnection);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    return closed.finally(() => clearTimeout(cut));
  };
}
