/**
 * Browser side, in the engine chunk: a way for search's own upkeep
 * (expanding and indexing the paragraphs of the index) to give way to what
 * the reader is waiting for.
 */
interface TaskScheduler {
  postTask(callback: () => void, options: {priority: 'background'}): Promise<void>;
}

/**
 * A new task that the browser runs after its other queued work where it can
 * (`scheduler.postTask` at background priority, in Chromium-based
 * browsers); a plain timer task elsewhere, and in Node.
 */
export function backgroundTask(): Promise<void> {
  const scheduler = (globalThis as {scheduler?: Partial<TaskScheduler>}).scheduler;
  if (typeof scheduler?.postTask === 'function') return scheduler.postTask(() => undefined, {priority: 'background'});
  return new Promise((resolve) => setTimeout(resolve, 0));
}
