/**
 * Which specified states (docs/spec-states.json) are shown by which stories. A story declares the
 * states it shows with tags such as `state:cart-empty`; while it runs, Storybook's preview
 * asserts that each declared state's text is on screen (see .storybook/preview.tsx). Statically,
 * a state counts as covered only when a story's play function asserts it, spelling out the
 * the specification's text where it gives one.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { types as t } from 'storybook/internal/babel'
import { loadCsf } from 'storybook/internal/csf-tools'

export const STATE_TAG_PREFIX = 'state:'

export interface SpecScreen {
  name: string
  route: string
  /** Once a screen is built, every one of its states must have a story. */
  built: boolean
}

export interface SpecState {
  id: string
  screen: string
  description: string
  /** The exact text docs/product.md gives for the state, asserted on screen by every story showing it. */
  text?: string
  spec?: string
}

export interface SpecRegistry {
  screens: Record<string, SpecScreen>
  states: SpecState[]
}

export interface StoryRef {
  /** Storybook id, e.g. `pages-cart--empty`. */
  id: string
  title: string
  name: string
  file: string
  /** What the story's play function can assert; absent when the story has none. */
  play?: PlayFacts
}

/**
 * Read from the play function's own code, the same file's functions and constants it uses (to a
 * fixpoint) and the plays of the file's other stories it reuses (`play: Other.play`). Imported
 * helpers are not followed: see `assertsState` for why the specified text must be in the story file.
 * Names are matched by spelling, not scope: a local named like a top-level constant brings that
 * constant in, an error on the side of counting that story files, short and reviewed, can afford.
 */
export interface PlayFacts {
  /** It calls `expect(`: a play function without it checks nothing. */
  expects: boolean
  /** The value of each of its string literals and template-literal parts. */
  literals: string[]
}

export interface StateRow {
  state: SpecState
  built: boolean
  stories: StoryRef[]
  /** At least one story showing the state asserts it in its play function (see `assertsState`). */
  asserted: boolean
}

export interface Coverage {
  rows: StateRow[]
  /** Everything that makes the check fail, one sentence each. */
  problems: string[]
}

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.stories\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

type CsfFile = ReturnType<ReturnType<typeof loadCsf>['parse']>

/** The file's top-level functions and constants by name, whether exported or not. */
function topLevelBindings(program: t.Program): Map<string, t.Node> {
  const bindings = new Map<string, t.Node>()
  for (const statement of program.body) {
    const declaration = t.isExportNamedDeclaration(statement) ? statement.declaration : statement
    if (t.isFunctionDeclaration(declaration) && declaration.id) {
      bindings.set(declaration.id.name, declaration)
    } else if (t.isVariableDeclaration(declaration)) {
      for (const declarator of declaration.declarations) {
        if (t.isIdentifier(declarator.id)) bindings.set(declarator.id.name, declarator)
      }
    }
  }
  return bindings
}

/** Child nodes that are names rather than references: `x.name`, `{ name: x }`. */
function isNameSlot(node: t.Node, key: string): boolean {
  if (t.isMemberExpression(node) || t.isOptionalMemberExpression(node)) {
    return key === 'property' && !node.computed
  }
  return key === 'key' && (t.isObjectProperty(node) || t.isObjectMethod(node)) && !node.computed
}

/** What the play function of the story exported as `exportName` can assert (see PlayFacts). */
function playFacts(csf: CsfFile, exportName: string): PlayFacts | undefined {
  // A story's own play replaces the meta's, as Storybook runs them.
  const play = csf._storyAnnotations[exportName]?.play ?? csf._metaAnnotations.play
  if (!play) return undefined
  const bindings = topLevelBindings(csf._ast.program)
  // `Other.play` and `meta.play` are an annotation, not the whole object: the rest of a story
  // (its args, say) may hold the very text its play function should assert.
  const ownPlay = (name: string) =>
    name === csf._metaVariableName ? csf._metaAnnotations.play : csf._storyAnnotations[name]?.play
  const isCsfObject = (name: string) =>
    name === csf._metaVariableName || Object.hasOwn(csf._storyAnnotations, name)
  let expects = false
  const literals = new Set<string>()
  const reached = new Set<t.Node>()
  const pending: t.Node[] = []
  const reach = (node: t.Node | undefined) => {
    if (node && !reached.has(node)) {
      reached.add(node)
      pending.push(node)
    }
  }
  const walk = (node: t.Node) => {
    if (t.isStringLiteral(node)) literals.add(node.value)
    else if (t.isTemplateElement(node)) literals.add(node.value.cooked ?? node.value.raw)
    else if (
      (t.isCallExpression(node) || t.isOptionalCallExpression(node)) &&
      t.isIdentifier(node.callee, { name: 'expect' })
    ) {
      expects = true
    } else if (
      (t.isMemberExpression(node) || t.isOptionalMemberExpression(node)) &&
      t.isIdentifier(node.object) &&
      t.isIdentifier(node.property, { name: 'play' }) &&
      !node.computed &&
      isCsfObject(node.object.name)
    ) {
      reach(ownPlay(node.object.name))
    } else if (t.isIdentifier(node) && !isCsfObject(node.name)) {
      reach(bindings.get(node.name))
    }
    for (const key of t.VISITOR_KEYS[node.type] ?? []) {
      if (isNameSlot(node, key)) continue
      const child: unknown = (node as unknown as Record<string, unknown>)[key]
      for (const each of Array.isArray(child) ? child : [child]) {
        if (t.isNode(each)) walk(each)
      }
    }
  }
  reach(play)
  for (let node = pending.pop(); node; node = pending.pop()) walk(node)
  return { expects, literals: [...literals] }
}

/**
 * A story asserts a state when its play function calls `expect(` and, where the specification gives the
 * state a text, spells that text out in a string literal. The literal, not a constant imported
 * from the code that renders the page: a test comparing the page with the page's own constant
 * passes whatever the constant says, so it cannot notice the text drifting from the specification.
 */
export function assertsState(story: StoryRef, state: SpecState): boolean {
  const { play } = story
  if (!play?.expects) return false
  const { text } = state
  return text === undefined || play.literals.some((literal) => literal.includes(text))
}

/** The state tags of every story under `storyDirs`, read statically from the CSF files. */
export function collectStoryStates(root: string, storyDirs: string[]): Map<string, StoryRef[]> {
  const byState = new Map<string, StoryRef[]>()
  for (const file of storyDirs.flatMap((dir) => storyFiles(path.join(root, dir)))) {
    const relative = path.relative(root, file)
    const csf = loadCsf(readFileSync(file, 'utf8'), {
      fileName: relative,
      makeTitle: (title) => title,
    }).parse()
    const metaTags = csf.meta?.tags ?? []
    for (const [exportName, story] of Object.entries(csf._stories)) {
      const tags = [...metaTags, ...(story.tags ?? [])]
      for (const tag of tags.filter((t) => t.startsWith(STATE_TAG_PREFIX))) {
        const id = tag.slice(STATE_TAG_PREFIX.length)
        const ref: StoryRef = {
          id: story.id,
          title: csf.meta?.title ?? relative,
          name: story.name ?? story.id,
          file: relative,
          play: playFacts(csf, exportName),
        }
        byState.set(id, [...(byState.get(id) ?? []), ref])
      }
    }
  }
  return byState
}

export function specStateCoverage(
  registry: SpecRegistry,
  storyStates: Map<string, StoryRef[]>,
): Coverage {
  const problems: string[] = []
  const known = new Set(registry.states.map((state) => state.id))
  for (const [id, stories] of storyStates) {
    if (!known.has(id)) {
      problems.push(
        `${stories.map((s) => s.file).join(', ')} declares state:${id}, which docs/spec-states.json does not list.`,
      )
    }
  }
  const rows = registry.states.map((state) => {
    const screen = registry.screens[state.screen]
    if (!screen) problems.push(`State ${state.id} names an unknown screen "${state.screen}".`)
    const stories = storyStates.get(state.id) ?? []
    const asserted = stories.some((story) => assertsState(story, state))
    const built = screen?.built ?? false
    if (built && !asserted) problems.push(unasserted(state, screen, stories))
    return { state, built, stories, asserted }
  })
  return { rows, problems }
}

function unasserted(state: SpecState, screen: SpecScreen | undefined, stories: StoryRef[]): string {
  if (stories.length === 0) {
    return `State ${state.id} (${screen?.name}) has no story: tag one with state:${state.id}.`
  }
  const ids = stories.map((s) => s.id).join(', ')
  if (!stories.some((story) => story.play?.expects)) {
    return `State ${state.id} is shown by ${ids} but no play function asserts it.`
  }
  const never =
    stories.length === 1 ? 'whose play function never asserts' : 'whose play functions never assert'
  return `State ${state.id} is shown by ${ids}, ${never} "${state.text}".`
}

export const STORY_DIRS = ['packages/ui/src', 'apps/storefront/src']

export function loadRegistry(root: string): SpecRegistry {
  return JSON.parse(readFileSync(path.join(root, 'docs/spec-states.json'), 'utf8')) as SpecRegistry
}
