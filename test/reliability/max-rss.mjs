// Preloaded into a child process (node --import): prints the process's peak resident memory on exit, so a test
// can assert that an input was refused within a memory bound.
import { writeSync } from 'node:fs';
import process from 'node:process';

process.on('exit', () => writeSync(2, `\nMAXRSS_KB ${process.resourceUsage().maxRSS}\n`));
