import { lazy } from 'react'
import { useTranslations } from 'use-intl'
import { LazyDialogButton } from '~/ui/lazy-dialog-button'
import type { MapPlace } from '~/catalogue/map-url'

/** Its code (React Aria's modal, Mapbox when configured) loads when "View map" is first pressed or hovered. */
const loadModal = () => import('./map-dialog-modal')
const MapDialogModal = lazy(loadModal)

/** A destination on the map: where it is, and its name for the dialog's title. */

/** "View map": opens the destination's map in a dialog (map-dialog-modal.tsx). */
export function MapDialog({ place }: { place: MapPlace }) {
  const t = useTranslations('destinations')
  return <LazyDialogButton load={loadModal} icon="lucide:map" label={t('view_map')} dialog={(state) => <MapDialogModal place={place} {...state} />} />
}
