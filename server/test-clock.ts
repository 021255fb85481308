import express, { type Router } from 'express'
import { z } from 'zod'
import { moveClock, now, resetClock } from '~/time/clock.server'

/*
 * POST /__test/clock — end-to-end tests only (TEST_CLOCK=true; the route does
 * not exist otherwise): moves the server's clock forward by `seconds`, or back
 * to real time with `reset`, then runs `afterMove` (the content scheduler's
 * tick) so what became due happens before the answer.
 */

const Move = z.union([z.object({ seconds: z.number().int().min(1).max(86_400) }), z.object({ reset: z.literal(true) })])

export function testClock(afterMove: () => Promise<number>): Router {
  const router = express.Router()
  router.post('/__test/clock', express.json({ limit: '1kb' }), async (req, res) => {
    const move = Move.safeParse(req.body)
    if (!move.success) {
      res.status(400).json({ error: 'seconds (1–86400) or reset: true' })
      return
    }
    if ('reset' in move.data) resetClock()
    else moveClock(move.data.seconds * 1000)
    const published = await afterMove()
    res.setHeader('Cache-Control', 'no-store')
    res.json({ now: now().toISOString(), published })
  })
  return router
}
