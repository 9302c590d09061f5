/**
 * Runs tasks one at a time, in the order they were given: each starts once the one before it has
 * settled (a failed task does not stop the queue).
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
