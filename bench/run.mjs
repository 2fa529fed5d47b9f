// `npm run bench` (it builds first): every benchmark, each printing its figures.
import { benchFoundation } from './foundation.mjs';
import { benchRestRead } from './rest-read.mjs';

const port = Number(process.env.BENCH_PORT ?? 4321);
await benchFoundation(port);
await benchRestRead(port);
