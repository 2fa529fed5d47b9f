// One address in front of several server processes, for the scale benchmark and the test of
// three processes (three-processes.test.ts); JavaScript, as the benchmarks run on plain Node.
// Each incoming TCP connection goes to the next process in turn (Node 20 has no SO_REUSEPORT to
// share a port, and node:cluster would bench a different start-up than `npm start`). Keep-alive
// connections stay with their process, as behind a TCP load balancer.
import net from 'node:net';

/** Listens on `port` of 127.0.0.1 (0: a free one) and passes each connection to the next target. */
export function startRoundRobinProxy(port, targetPorts) {
  let next = 0;
  const sockets = new Set();
  const server = net.createServer((incoming) => {
    const target = targetPorts[next++ % targetPorts.length];
    const outgoing = net.connect(target, '127.0.0.1');
    for (const socket of [incoming, outgoing]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      // A reset on one side ends the other (a process killed mid-request): the client sees it.
      socket.on('error', () => (socket === incoming ? outgoing : incoming).destroy());
    }
    incoming.pipe(outgoing).pipe(incoming);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      }),
    );
  });
}
