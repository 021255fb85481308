import { useEffect, useRef, useState } from 'react'
import 'mapbox-gl/dist/mapbox-gl.css'

/**
 * An interactive Mapbox GL map, used only when MAPBOX_TOKEN is configured.
 * This module is loaded on demand (the map dialog imports it lazily), so no
 * visitor downloads Mapbox unless they open a map. `onFailure` lets the
 * dialog fall back to the offline map (no network, bad token).
 */
export default function MapboxMap({
  token,
  latitude,
  longitude,
  language,
  label,
  onFailure,
}: {
  token: string
  latitude: number
  longitude: number
  language: string
  label: string
  onFailure: () => void
}) {
  const container = useRef<HTMLDivElement>(null)
  const [ready, setReady] = useState(false)

  useEffect(() => {
    let cancelled = false
    let remove: (() => void) | undefined
    import('mapbox-gl')
      .then(({ default: mapboxgl }) => {
        if (cancelled || !container.current) return
        mapboxgl.accessToken = token
        const map = new mapboxgl.Map({
          container: container.current,
          style: 'mapbox://styles/mapbox/streets-v12',
          center: [longitude, latitude],
          zoom: 11,
          language,
        })
        map.addControl(new mapboxgl.NavigationControl({ showCompass: false }))
        new mapboxgl.Marker({ color: '#dc3545' }).setLngLat([longitude, latitude]).addTo(map)
        map.on('load', () => setReady(true))
        map.on('error', (event) => {
          if (!map.loaded()) onFailure()
          console.warn('Mapbox error', event.error)
        })
        remove = () => map.remove()
      })
      .catch(onFailure)
    return () => {
      cancelled = true
      remove?.()
    }
  }, [token, latitude, longitude, language, onFailure])

  return (
    <div
      ref={container}
      role="region"
      aria-label={label}
      aria-busy={!ready}
      className="aspect-[16/10] w-full overflow-hidden rounded-xl bg-[#bfe3ee]"
    />
  )
}
