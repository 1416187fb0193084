// Development: the reference server on API_PORT and Vite's dev server proxying to it.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '4173';
const env = { ...process.env, API_PORT: apiPort };
const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], { stdio: 'inherit', env: { ...env, PORT: apiPort } }),
  spawn('npx', ['vite', '--config', 'vite.config.web.ts'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((child) => child.kill());
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => (stop(), process.exitCode ??= code ?? 0)));
