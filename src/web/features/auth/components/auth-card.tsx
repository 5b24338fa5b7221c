import { ArrowLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FrameMark } from '../../../components/logo';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

/** The centred card of the /auth pages, with the back-to-home link above it. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="bg-canvas px-4 py-8 sm:py-16">
      <div className="mx-auto grid w-full max-w-md gap-4">
        <Link
          to="/"
          className="touch-target inline-flex w-fit items-center gap-1.5 rounded-button py-2 font-medium text-sm text-zinc-700 transition-colors hover:text-ink"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Back to home
        </Link>
        <Card className="gap-7 py-8 shadow-sm">
          <CardHeader className="gap-3 px-6 sm:px-8">
            <FrameMark className="size-8 text-ink" />
            <CardTitle as="h1" className="text-2xl leading-tight sm:text-[2rem]">
              {title}
            </CardTitle>
            <CardDescription className="text-base">{description}</CardDescription>
          </CardHeader>
          <CardContent className="px-6 sm:px-8">{children}</CardContent>
        </Card>
      </div>
    </div>
  );
}
