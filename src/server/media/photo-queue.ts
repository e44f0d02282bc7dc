/** Runs jobs one at a time, in the order given; a job that fails does not stop the next. */
export function createPhotoQueue() {
  let last: Promise<unknown> = Promise.resolve()
  return {
    run<T>(job: () => Promise<T>): Promise<T> {
      const result = last.then(job)
      last = result.catch(() => undefined)
      return result
    },
  }
}
