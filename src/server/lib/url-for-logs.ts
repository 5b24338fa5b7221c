/** Emailed links carry single-use tokens in their query: those never reach the logs. */
export function urlForLogs(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, (_whole, name: string) => `${name}[hidden]`);
}
