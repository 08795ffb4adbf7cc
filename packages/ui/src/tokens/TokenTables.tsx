import tailwindThemeCss from 'tailwindcss/theme.css?raw'
import storeCss from '../styles.css?raw'
import { parseTokens } from './parseTokens.ts'

/** Parsed once per page load from the very stylesheets the store ships. */
export const tokens = parseTokens(storeCss, tailwindThemeCss)

const cell = 'border-b border-line px-3 py-2 text-left align-middle'

function Swatch({ colour, label }: { colour: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className="inline-block h-8 w-8 rounded-md border border-black/10"
        style={{ background: colour }}
      />
      <code className="text-xs">{colour}</code>
      <span className="sr-only">{label}</span>
    </span>
  )
}

/** Every semantic colour with its light and dark value. */
export function ColourTable() {
  return (
    <table className="w-full border-collapse text-sm">
      <thead>
        <tr>
          <th className={cell}>Token</th>
          <th className={cell}>Utilities</th>
          <th className={cell}>Light</th>
          <th className={cell}>Dark</th>
        </tr>
      </thead>
      <tbody>
        {tokens.colours.map((colour) => (
          <tr key={colour.name}>
            <th scope="row" className={cell}>
              <code>{colour.name}</code>
            </th>
            <td className={cell}>
              <code className="text-xs">
                bg-{colour.name} text-{colour.name} border-{colour.name}
              </code>
            </td>
            <td className={cell}>
              <Swatch colour={colour.light} label={`${colour.name} in the light theme`} />
            </td>
            <td className={cell}>
              <Swatch colour={colour.dark} label={`${colour.name} in the dark theme`} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The font stacks and the type scale, each size shown in use. */
export function TypeScale() {
  return (
    <div className="space-y-6">
      <table className="w-full border-collapse text-sm">
        <tbody>
          {tokens.fonts.map((font) => (
            <tr key={font.name}>
              <th scope="row" className={cell}>
                <code>font-{font.name}</code>
              </th>
              <td className={cell} style={{ fontFamily: font.value }}>
                Adire: indigo cloth from Abeokuta, ₦28,500
              </td>
              <td className={cell}>
                <code className="text-xs">{font.value}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="w-full border-collapse">
        <tbody>
          {tokens.text.map((size) => (
            <tr key={size.name}>
              <th scope="row" className={`${cell} w-32 text-sm`}>
                <code>text-{size.name}</code>
                <br />
                <code className="text-xs text-muted">{size.value}</code>
              </th>
              <td
                className={`${cell} max-w-0 truncate`}
                style={{ fontSize: size.value, lineHeight: size.lineHeight }}
              >
                Hand-finished in Lagos
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

const SPACING_STEPS = [1, 2, 3, 4, 6, 8, 10, 12, 16, 20, 24]

/** Tailwind 4 multiplies one spacing unit: `p-4` is four units. */
export function SpacingScale() {
  return (
    <table className="w-full border-collapse text-sm">
      <tbody>
        {SPACING_STEPS.map((step) => (
          <tr key={step}>
            <th scope="row" className={`${cell} w-24`}>
              <code>{step}</code>
            </th>
            <td className={`${cell} w-40`}>
              <code className="text-xs">
                calc({tokens.spacing} × {step})
              </code>
            </td>
            <td className={cell}>
              <span
                aria-hidden="true"
                className="block h-3 rounded bg-brand"
                style={{ width: `calc(${tokens.spacing} * ${step})` }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Corner radii and shadows, drawn on sample cards. */
export function RadiiAndShadows() {
  return (
    <div className="space-y-8">
      <ul className="flex flex-wrap gap-4">
        {tokens.radius.map((radius) => (
          <li key={radius.name} className="text-center text-xs">
            <span
              aria-hidden="true"
              className="mb-2 block h-16 w-16 border-2 border-brand bg-surface-sunken"
              style={{ borderRadius: radius.value }}
            />
            <code>rounded-{radius.name}</code>
            <br />
            <code className="text-muted">{radius.value}</code>
          </li>
        ))}
      </ul>
      <ul className="flex flex-wrap gap-6">
        {tokens.shadow.map((shadow) => (
          <li key={shadow.name} className="text-center text-xs">
            <span
              aria-hidden="true"
              className="mb-2 block h-16 w-24 rounded-lg bg-surface-raised"
              style={{ boxShadow: shadow.value }}
            />
            <code>shadow-{shadow.name}</code>
          </li>
        ))}
      </ul>
      <table className="border-collapse text-sm">
        <caption className="mb-2 text-left font-semibold">Breakpoints</caption>
        <tbody>
          {tokens.breakpoints.map((breakpoint) => (
            <tr key={breakpoint.name}>
              <th scope="row" className={cell}>
                <code>{breakpoint.name}:</code>
              </th>
              <td className={cell}>
                <code>{breakpoint.value}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
