// Preloaded (`node --import`) into each server that `npm start` and `pnpm serve` run. The server's
// standard input is a pipe from the start command: when it closes, the command has ended however it
// ended (Ctrl+C, `kill -9`, a closed terminal), and the server stops as on SIGTERM (requests under
// way finish), so no server outlives its command and holds its port.
process.stdin.on('end', () => process.kill(process.pid, 'SIGTERM'));
// A pipe closed abruptly reports an error rather than an end: the same meaning.
process.stdin.on('error', () => process.kill(process.pid, 'SIGTERM'));
process.stdin.resume();
// Watching the pipe never keeps a server alive by itself.
process.stdin.unref();
