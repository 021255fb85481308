// `npm run stack`: the production shape on this machine (README, "The production shape"): PostgreSQL,
// Redis, an S3 API server, two instances of the site behind a load balancer on
// http://localhost:3000, the database prepared once. Ctrl-C (or SIGTERM) stops it cleanly: the balancer
// first, then each instance drains, then the services.
// `npm run stack -- --fresh` empties the stack's database and objects first.
import path from 'node:path'
import { buildIfNeeded } from './start.js'
import { startStack } from './stack/stack'

const number = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(value) || value < 0 || value > 65_535) {
    console.error(`${name} must be a port number (got "${process.env[name]}")`)
    process.exit(2)
  }
  return value
}

buildIfNeeded()
const started = performance.now()
const log = (line: string) => console.log(line)
try {
  const stack = await startStack({
    port: number('STACK_PORT', 3000),
    instancePorts: [number('STACK_INSTANCE_A_PORT', 3001), number('STACK_INSTANCE_B_PORT', 3002)],
    metricsPorts: [number('STACK_METRICS_A_PORT', 9101), number('STACK_METRICS_B_PORT', 9102)],
    databaseUrl: process.env.STACK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/claravia_stack',
    redisUrl: process.env.STACK_REDIS_URL || undefined,
    redisPort: number('STACK_REDIS_PORT', 6380),
    s3Port: number('STACK_S3_PORT', 4569),
    dataDir: path.resolve(process.env.STACK_DATA_DIR ?? 'data/stack'),
    fresh: process.argv.includes('--fresh'),
    log,
  })
  console.log(`\nClaravia is running at ${stack.url} (two instances; ready in ${((performance.now() - started) / 1000).toFixed(1)} s)`)
  for (const instance of stack.instances) console.log(`  instance ${instance.name}: ${instance.url}, metrics ${instance.metrics ?? 'off'}`)
  console.log('Ctrl-C stops it.')
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    console.log('\nStopping: the balancer, then each instance (draining), then the services…')
    await stack.stop()
    console.log('Stopped.')
    process.exit(0)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
