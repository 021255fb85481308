import { lazy, Suspense, useState } from 'react'
import { useTranslations } from 'use-intl'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import type { MapLocation } from '~/catalogue/map-url'

/** Its code (React Aria's modal, Mapbox when configured) loads when "View map" is first pressed or hovered. */
const loadModal = () => import('./map-dialog-modal')
const MapDialogModal = lazy(loadModal)

/** A destination on the map: where it is, and its name for the dialog's title. */
export type MapPlace = MapLocation & { name: string }

/** "View map": opens the destination's map in a dialog (map-dialog-modal.tsx). */
export function MapDialog({ place }: { place: MapPlace }) {
  const t = useTranslations('destinations')
  const [isOpen, setOpen] = useState(false)
  // Mounted from the first press on, so closing keeps it (and its map) ready for the next.
  const [wanted, setWanted] = useState(false)
  return (
    <>
      <button
        type="button"
        className={buttonStyles.outline}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        onClick={() => {
          setWanted(true)
          setOpen(true)
        }}
      >
        <Icon name="lucide:map" />
        {t('view_map')}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MapDialogModal place={place} isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
