/** One fuzz worker thread: runs its share of the cases (i = first + k·stride) and posts its report. */
import { parentPort, workerData } from 'node:worker_threads';
import { runFuzz, type FuzzOptions } from './run.ts';
import { fuzzSearch } from './search.ts';

process.removeAllListeners('warning');
const options = workerData as Omit<FuzzOptions, 'search' | 'vocabulary' | 'onProgress'> & { withSearch: boolean };
const search = options.withSearch ? await fuzzSearch() : undefined;
const report = runFuzz({ ...options, ...search, onProgress: (done) => parentPort!.postMessage({ progress: done }) });
parentPort!.postMessage({ report });
