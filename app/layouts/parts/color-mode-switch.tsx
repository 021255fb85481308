import { useId } from 'react'
import { useTranslations } from 'use-intl'
import { colorModes, type ColorMode } from '~/color-mode/color-mode'
import { useColorMode } from '~/color-mode/use-color-mode'
import { Icon } from '~/ui/icon/icon'

const icons: Record<ColorMode, string> = { light: 'lucide:sun', dark: 'lucide:moon', system: 'lucide:monitor' }

/** Light / dark / system as a native radio group: keyboard and screen readers work out of the box. */
export function ColorModeSwitch({ className }: { className?: string }) {
  const t = useTranslations('color_mode')
  const { preference, setPreference } = useColorMode()
  const name = useId()
  return (
    <fieldset className={`inline-flex rounded-full border border-line bg-surface p-0.5 ${className ?? ''}`}>
      <legend className="sr-only">{t('label')}</legend>
      {colorModes.map((mode) => (
        <label
          key={mode}
          title={t(mode)}
          className="relative grid size-8 cursor-pointer place-items-center rounded-full text-ink-muted has-checked:bg-accent-soft has-checked:text-accent has-focus-visible:outline-2 has-focus-visible:outline-focus hover:text-ink"
        >
          <input type="radio" name={name} value={mode} checked={preference === mode} onChange={() => setPreference(mode)} className="sr-only" />
          <Icon name={icons[mode]} className="size-4" />
          <span className="sr-only">{t(mode)}</span>
        </label>
      ))}
    </fieldset>
  )
}
