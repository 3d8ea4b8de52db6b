// The yardstick of `npm run bench`: a bare node:http server that answers every request with the
// bytes and headers read from the JSON file given as its argument ({ body: base64, headers }).
// It prints its port once it listens.
import fs from 'node:fs';
import http from 'node:http';

const { body, headers } = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as { body: string; headers: Record<string, string> };
const bytes = Buffer.from(body, 'base64');
const server = http.createServer((_request, response) => {
  response.writeHead(200, { ...headers, 'content-length': bytes.length });
  response.end(bytes);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
