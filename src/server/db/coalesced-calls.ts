/**
 * Calls that may share one database statement: `run` takes several inputs and answers one
 * output each, in order. On the embedded database, whose statements take turns on the server's
 * one thread, the calls made in one turn of the event loop, or while a run is going, go
 * together in the next run, so a burst pays the statement's fixed cost once; no call waits for
 * a timer. Where statements run side by side (`together: false`, PostgreSQL), each call runs
 * alone at once.
 */
export function coalescedCalls<In, Out>(
  run: (inputs: In[]) => Promise<Out[]>,
  together: boolean,
): (input: In) => Promise<Out> {
  type Waiting = { input: In; resolve: (output: Out) => void; reject: (error: unknown) => void };
  let waiting: Waiting[] = [];
  let running = false;

  const next = async () => {
    running = true;
    while (waiting.length > 0) {
      // One turn of the event loop first: the requests already received reach their calls.
      await new Promise((resolve) => setImmediate(resolve));
      const batch = waiting;
      waiting = [];
      try {
        const outputs = await run(batch.map((call) => call.input));
        batch.forEach((call, index) => call.resolve(outputs[index] as Out));
      } catch (error) {
        for (const call of batch) call.reject(error);
      }
    }
    running = false;
  };

  return (input) => {
    if (!together) return run([input]).then((outputs) => outputs[0] as Out);
    return new Promise<Out>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      if (!running) void next();
    });
  };
}
