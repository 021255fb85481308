import { lazy, Suspense } from 'react'
import { useTranslations } from 'use-intl'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import { useLazyDialog } from '~/ui/use-lazy-dialog'
import type { MapLocation } from '~/catalogue/map-url'

/** Its code (React Aria's modal, Mapbox when configured) loads when "View map" is first pressed or hovered. */
const loadModal = () => import('./map-dialog-modal')
const MapDialogModal = lazy(loadModal)

/** A destination on the map: where it is, and its name for the dialog's title. */
export type MapPlace = MapLocation & { name: string }

/** "View map": opens the destination's map in a dialog (map-dialog-modal.tsx). */
export function MapDialog({ place }: { place: MapPlace }) {
  const t = useTranslations('destinations')
  const { triggerProps, isOpen, setOpen, mounted } = useLazyDialog(loadModal)
  return (
    <>
      <button className={buttonStyles.outline} {...triggerProps}>
        <Icon name="lucide:map" />
        {t('view_map')}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <MapDialogModal place={place} isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
