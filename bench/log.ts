/**
 * Progress goes to stderr so that stdout carries only the final table (and can be piped).
 */
export function progress(message: string): void {
  const time = new Date().toISOString().slice(11, 19)
  process.stderr.write(`[bench ${time}] ${message}\n`)
}
