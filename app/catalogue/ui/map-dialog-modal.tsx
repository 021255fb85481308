import { lazy, Suspense, useCallback, useState } from 'react'
import { Button } from 'react-aria-components'
import { useRouteLoaderData } from 'react-router'
import { useLocale, useTranslations } from 'use-intl'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import { ModalDialog } from '~/ui/modal-dialog'
import { DestinationMapImage } from './destination-map'
import type { MapPlace } from '~/catalogue/map-url'

const MapboxMap = lazy(() => import('./mapbox-map'))

function useMapboxToken() {
  const root = useRouteLoaderData('root') as { publicEnv?: { MAPBOX_TOKEN?: string } } | undefined
  return root?.publicEnv?.MAPBOX_TOKEN
}

/**
 * The map dialog itself (loaded when "View map" is first pressed): an interactive Mapbox map
 * when MAPBOX_TOKEN is set, otherwise (or if Mapbox cannot load) the offline map drawn from
 * bundled geometry — always with a link to OpenStreetMap.
 */
export default function MapDialogModal({
  place,
  isOpen,
  onOpenChange,
}: {
  place: MapPlace
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
}) {
  const t = useTranslations('destinations')
  const locale = useLocale()
  const token = useMapboxToken()
  const [mapboxFailed, setMapboxFailed] = useState(false)
  const onFailure = useCallback(() => setMapboxFailed(true), [])
  const title = t('map_title', { name: place.name })
  const { latitude, longitude } = place
  const osm = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=12/${latitude}/${longitude}`
  const offline = (
    // The large dialog is 56rem wide, less its padding.
    <DestinationMapImage place={place} size="large" sizes="(min-width: 56rem) 53rem, 100vw" alt={title} className="rounded-xl" loading="eager" />
  )
  return (
    <ModalDialog title={title} size="large" isOpen={isOpen} onOpenChange={onOpenChange}>
      {(close) => (
        <>
          <div className="mt-4">
            {token && !mapboxFailed ? (
              <Suspense fallback={offline}>
                <MapboxMap token={token} latitude={latitude} longitude={longitude} language={locale} label={title} onFailure={onFailure} />
              </Suspense>
            ) : (
              offline
            )}
          </div>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <a
              href={osm}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-medium text-accent hover:underline"
            >
              {t('open_in_osm')}
              <Icon name="lucide:external-link" />
            </a>
            <Button className={buttonStyles.solid} onPress={close}>
              {t('close_map')}
            </Button>
          </div>
        </>
      )}
    </ModalDialog>
  )
}
