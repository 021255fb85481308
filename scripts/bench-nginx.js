// The baselines of `npm run bench`'s page figures: nginx (Debian's, installed
// with apt-get when missing) serving the very bytes our server sends for a
// page, with as many worker processes as our server has, either compressed
// ahead of time (gzip 9, as our page cache keeps them: `gzip_static`) or
// compressed for each answer (gzip 6, as a server that renders every time
// does: the baseline issue 14 measured). Our figures are printed as a share of
// nginx's, measured in the same run on the same cores.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

const NGINX = '/usr/sbin/nginx'

/** Installs nginx when it is missing (the machines of this project have apt); false when that fails. */
export function ensureNginx() {
  if (fs.existsSync(NGINX)) return true
  console.log('  (installing nginx for the baseline: apt-get install -y nginx)')
  const install = spawnSync('apt-get', ['install', '-y', 'nginx'], { stdio: 'ignore' })
  return install.status === 0 && fs.existsSync(NGINX)
}

/** Starts nginx on `port` serving `html` at every path; resolves with a stop function once it answers. */
export async function startNginx({ html, port, workers, compression }) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'claravia-bench-nginx-'))
  const root = path.join(prefix, 'root')
  fs.mkdirSync(root)
  // nginx's workers drop root's rights: they must be able to read the page.
  fs.chmodSync(prefix, 0o755)
  fs.chmodSync(root, 0o755)
  fs.writeFileSync(path.join(root, 'index.html'), html)
  if (compression === 'ahead') fs.writeFileSync(path.join(root, 'index.html.gz'), zlib.gzipSync(html, { level: 9 }))
  const config = `
worker_processes ${workers};
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    ${compression === 'ahead' ? 'gzip_static on;' : 'gzip on; gzip_comp_level 6; gzip_min_length 0;'}
    default_type text/html;
    etag on;
    location / { try_files /index.html =404; }
  }
}
`
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), config)
  const child = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' })
  for (let attempt = 0; attempt < 50; attempt++) {
    const answered = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGQUIT')
    await exited
    fs.rmSync(prefix, { recursive: true, force: true })
  }
}
