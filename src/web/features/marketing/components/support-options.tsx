import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import type { SupportOption } from '../content/help-center';

function isInAppPath(href: string): boolean {
  return href.startsWith('/');
}

/** Live Chat, Email and Phone: each a card with a real action. */
export function SupportOptions({ options }: { options: readonly SupportOption[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {options.map(({ icon: Icon, ...option }) => (
        <li key={option.title} className="flex flex-col rounded-card border border-zinc-200 bg-white p-6">
          <div className="flex size-11 items-center justify-center rounded-button bg-coral-50 text-coral-700">
            <Icon className="size-5" aria-hidden="true" />
          </div>
          <h3 className="mt-5 font-semibold text-lg">{option.title}</h3>
          <p className="mt-2 flex-1 text-zinc-600">{option.text}</p>
          <p className="mt-4 break-words font-medium text-sm">{option.detail}</p>
          <Button asChild variant="dark" className="mt-5 w-full">
            {isInAppPath(option.href) ? (
              <Link to={option.href}>
                {option.action}
                <span className="sr-only"> ({option.title})</span>
              </Link>
            ) : (
              <a href={option.href}>
                {option.action}
                <span className="sr-only"> ({option.title})</span>
              </a>
            )}
          </Button>
        </li>
      ))}
    </ul>
  );
}
