/**
 * Runs `task` every `intervalMs`, one run at a time: a run still going when the next is due
 * takes that turn. Returns the function that stops it, which waits for a run in progress.
 */
export function repeatEvery(intervalMs: number, task: () => Promise<void>) {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= task().finally(() => (running = undefined));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
