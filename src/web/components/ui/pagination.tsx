import { ChevronLeftIcon, ChevronRightIcon, EllipsisIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { type ButtonProps, buttonVariants } from './button';

export function Pagination({ className, ...props }: React.ComponentProps<'nav'>) {
  return (
    <nav
      aria-label="Pagination"
      data-slot="pagination"
      className={cn('mx-auto flex w-full justify-center', className)}
      {...props}
    />
  );
}

export function PaginationContent({ className, ...props }: React.ComponentProps<'ul'>) {
  return (
    <ul
      data-slot="pagination-content"
      className={cn('flex flex-wrap items-center gap-1', className)}
      {...props}
    />
  );
}

export function PaginationItem(props: React.ComponentProps<'li'>) {
  return <li data-slot="pagination-item" {...props} />;
}

type PaginationButtonProps = Omit<ButtonProps, 'asChild'> & { isActive?: boolean };

/**
 * A page button. Pagination state usually lives in the URL: pass `onClick` to change
 * it, or wrap a Link with Button asChild for real links.
 */
export function PaginationButton({ className, isActive, size = 'icon', ...props }: PaginationButtonProps) {
  return (
    <button
      type="button"
      aria-current={isActive ? 'page' : undefined}
      data-slot="pagination-button"
      className={cn(
        buttonVariants({ variant: isActive ? 'outline' : 'ghost', size }),
        isActive && 'border-ink',
        className,
      )}
      {...props}
    />
  );
}

type PaginationLinkProps = React.ComponentProps<'a'> & {
  href: string;
  isActive?: boolean;
  size?: ButtonProps['size'];
};

/**
 * A page link: a real address, so the pages work without scripts too (pass `onClick` to
 * move in place with them). An unavailable one keeps its href (the current page) and is
 * aria-disabled, so it stays focusable where it was.
 */
export function PaginationLink({ className, isActive, size = 'icon', ...props }: PaginationLinkProps) {
  return (
    <a
      aria-current={isActive ? 'page' : undefined}
      data-slot="pagination-link"
      className={cn(
        buttonVariants({ variant: isActive ? 'outline' : 'ghost', size }),
        isActive && 'border-ink',
        className,
      )}
      {...props}
    />
  );
}

export function PaginationPrevious({ className, children, ...props }: PaginationButtonProps) {
  return (
    <PaginationButton size="default" className={cn('gap-1 px-3', className)} {...props}>
      <ChevronLeftIcon aria-hidden="true" />
      <span>{children ?? 'Previous'}</span>
    </PaginationButton>
  );
}

export function PaginationNext({ className, children, ...props }: PaginationButtonProps) {
  return (
    <PaginationButton size="default" className={cn('gap-1 px-3', className)} {...props}>
      <span>{children ?? 'Next'}</span>
      <ChevronRightIcon aria-hidden="true" />
    </PaginationButton>
  );
}

export function PaginationEllipsis({ className, ...props }: React.ComponentProps<'span'>) {
  return (
    <span
      aria-hidden="true"
      data-slot="pagination-ellipsis"
      className={cn('flex size-10 items-center justify-center text-zinc-600', className)}
      {...props}
    >
      <EllipsisIcon className="size-4" />
    </span>
  );
}
