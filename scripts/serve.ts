/** `tsx scripts/serve.ts [--port N]`: serves build/ with gzip for the browser tests (see static-server.ts). */
import path from 'node:path';
import {startStaticServer} from './static-server';

const portFlag = process.argv.indexOf('--port');
const port = portFlag > -1 ? Number(process.argv[portFlag + 1]) : 3000;

startStaticServer(path.resolve(__dirname, '..', 'build'), port).then(({url}) => console.log(`Serving build/ at ${url}/`));
