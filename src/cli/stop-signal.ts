/**
 * Resolves on the first SIGINT or SIGTERM so the caller can shut down cleanly. A second signal
 * meets no handler and ends the process at once, the usual escape from a stuck shutdown.
 */
export function waitForStopSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const stop = (signal: NodeJS.Signals) => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      resolve(signal);
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  });
}
