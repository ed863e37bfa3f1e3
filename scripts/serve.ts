/** `tsx scripts/serve.ts [--port N] [--dir build]`: serves a production build with gzip (see static-server.ts). */
import path from 'node:path';
import {startStaticServer} from './static-server';

const flag = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 ? process.argv[index + 1] : undefined;
};
const port = Number(flag('port') ?? 3000);
const dir = flag('dir') ?? 'build';

startStaticServer(path.resolve(__dirname, '..', dir), port).then(({url}) => console.log(`Serving ${dir}/ at ${url}/`));
