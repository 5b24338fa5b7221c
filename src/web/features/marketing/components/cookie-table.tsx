import type { CookieRow } from '../content/legal';

/** The cookies Frameline sets; a table on wide screens, stacked rows on phones. */
export function CookieTable({ cookies }: { cookies: readonly CookieRow[] }) {
  return (
    <>
      <ul className="mt-2 grid gap-3 sm:hidden">
        {cookies.map((cookie) => (
          <li key={cookie.name} className="rounded-card border border-zinc-200 p-4">
            <p className="font-medium font-mono text-ink">{cookie.name}</p>
            <dl className="mt-2 grid gap-2 text-sm">
              <div>
                <dt className="font-semibold text-ink">Purpose</dt>
                <dd>{cookie.purpose}</dd>
              </div>
              <div>
                <dt className="font-semibold text-ink">Kept for</dt>
                <dd>{cookie.duration}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <div className="mt-2 hidden overflow-x-auto rounded-card border border-zinc-200 sm:block">
        <table className="w-full min-w-0 border-collapse text-left text-sm">
          <caption className="sr-only">Cookies set by Frameline</caption>
          <thead className="bg-canvas text-ink">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Cookie
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Purpose
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Kept for
              </th>
            </tr>
          </thead>
          <tbody>
            {cookies.map((cookie) => (
              <tr key={cookie.name} className="border-zinc-200 border-t align-top">
                <th scope="row" className="whitespace-nowrap px-4 py-3 font-mono font-medium">
                  {cookie.name}
                </th>
                <td className="px-4 py-3">{cookie.purpose}</td>
                <td className="px-4 py-3">{cookie.duration}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
