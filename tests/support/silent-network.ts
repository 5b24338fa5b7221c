import { createConnection, createServer, type Socket } from 'node:net';

/**
 * A TCP relay to `target` that can go silent: while it is, connections stay open and new
 * ones are accepted, but no byte passes either way, as in a network partition or a stalled
 * database host. Bytes held back are delivered once it speaks again.
 */
export async function silentNetworkTo(target: { host: string; port: number }) {
  let silent = false;
  const held: (() => void)[] = [];
  const sockets = new Set<Socket>();
  const relay = (from: Socket, to: Socket) =>
    from.on('data', (chunk) => {
      if (silent) held.push(() => to.write(chunk));
      else to.write(chunk);
    });
  const server = createServer((client) => {
    const upstream = createConnection(target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    relay(client, upstream);
    relay(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the relay has no port');
  return {
    port: address.port,
    silence: () => {
      silent = true;
    },
    speak: () => {
      silent = false;
      for (const deliver of held.splice(0)) deliver();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
