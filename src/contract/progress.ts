/**
 * How a long piece of work says how far it has come (pages or items done of their total),
 * and where it lets a request to stop reach it: the promise rejects with the reason once the
 * job has been stopped (its time limit, or the service shutting down). Work awaits it between
 * pages or images; an engine call in between is never interrupted, so the steps should be small.
 */
export type Progress = (done: number, total: number) => Promise<void>;

/** For callers with nobody to tell and nothing to stop them (tests, warm-up). */
export const noProgress: Progress = async () => {};
