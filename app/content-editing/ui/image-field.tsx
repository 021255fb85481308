import type { FieldMetadata } from '@conform-to/react'
import { useState } from 'react'
import { useTranslations } from 'use-intl'
import { FieldError } from '~/forms/field-error'
import { MAX_IMAGE_BYTES } from '~/media/image-rules'

// Conform's metadata of any field of the editor.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Meta = FieldMetadata<any, any, string[]>

/** Mirrors image-processing.server.ts: the browser says so before sending 10 MB for nothing. */

interface Picture {
  src: string
  width: number
  height: number
}

/**
 * A record's picture in the editor: the current one, a file to replace it
 * (JPEG, PNG or WebP up to 10 MB; checked again on the server by its bytes),
 * and a way to remove it. Its description per language is a text field of
 * its own (imageAlt), required to publish a picture.
 */
export function ImageField({ meta, fileMeta, imageId, picture }: { meta: Meta; fileMeta: Meta; imageId: string; picture: Picture | undefined }) {
  const t = useTranslations('console.content.image')
  const [tooLarge, setTooLarge] = useState(false)
  const errors = tooLarge ? ['console.content.errors.image_too_large'] : (fileMeta.errors ?? meta.errors)
  const errorId = `${fileMeta.id}-error`
  return (
    <fieldset>
      <legend className="text-sm font-medium">{t('title')}</legend>
      <input type="hidden" name={meta.name} value={imageId} />
      {imageId ? (
        picture ? (
          <img
            src={picture.src}
            width={picture.width}
            height={picture.height}
            alt={t('current')}
            className="mt-2 h-auto max-h-48 w-auto rounded-lg border border-line"
          />
        ) : (
          <p className="mt-2 text-sm text-ink-muted">{t('uploaded')}</p>
        )
      ) : (
        <p className="mt-2 text-sm text-ink-muted">{t('none')}</p>
      )}
      <label htmlFor={fileMeta.id} className="mt-3 block text-sm font-medium">
        {imageId ? t('replace') : t('choose')}
      </label>
      <input
        id={fileMeta.id}
        name="imageFile"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-describedby={`${fileMeta.id}-hint${errors ? ` ${errorId}` : ''}`}
        aria-invalid={errors ? true : undefined}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0]
          const over = Boolean(file && file.size > MAX_IMAGE_BYTES)
          setTooLarge(over)
          if (over) event.currentTarget.value = ''
        }}
        className="mt-1 block w-full text-sm file:mr-3 file:rounded-full file:border file:border-line file:bg-surface file:px-4 file:py-2 file:font-semibold"
      />
      <p id={`${fileMeta.id}-hint`} className="mt-1 text-xs text-ink-muted">
        {t('hint')}
      </p>
      <FieldError id={errorId} errors={errors} />
      {imageId && (
        <label className="mt-2 flex items-center gap-2 text-sm">
          <input type="checkbox" name="imageRemove" className="size-4" />
          {t('remove')}
        </label>
      )}
    </fieldset>
  )
}
