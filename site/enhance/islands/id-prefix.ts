/** The prefix of useId values inside an island: the same on the server and in the browser. */
export const idPrefix = (name: string) => `${name}-`;
