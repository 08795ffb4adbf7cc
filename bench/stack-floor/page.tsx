/**
 * The page both floors render (bench/stack-floor.ts): a heading and a line, so that hydrating it
 * costs next to nothing and what a phone spends is the libraries' own.
 */
export function FloorPage({ stack }: { stack: string }) {
  return (
    <main>
      <h1>Adire</h1>
      <p>{stack}, hydrating a page of a heading and a line, without the store's code.</p>
    </main>
  )
}
