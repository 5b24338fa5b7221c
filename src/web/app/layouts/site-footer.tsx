import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '../../components/logo';
import { Button } from '../../components/ui/button';

// Every footer link has a page; the legal pages carry placeholder text (docs/product.md,
// Information pages).
const SECTIONS = [
  {
    title: 'Platform',
    links: [
      { to: '/discover-talent', label: 'Discover Talent' },
      { to: '/book-projects', label: 'Book Projects' },
      { to: '/portfolio-builder', label: 'Portfolio Builder' },
      { to: '/verification', label: 'Verification' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { to: '/success-stories', label: 'Success Stories' },
      { to: '/creative-blog', label: 'Creative Blog' },
      { to: '/industry-reports', label: 'Industry Reports' },
      { to: '/help-center', label: 'Help Center' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/careers', label: 'Careers' },
      { to: '/press-kit', label: 'Press Kit' },
      { to: '/contact', label: 'Contact' },
    ],
  },
];

const LEGAL = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
];

const linkClass = 'inline-flex rounded-[4px] py-1 text-sm text-zinc-400 transition-colors hover:text-white';

export function SiteFooter() {
  return (
    <footer className="surface-dark">
      <div className="container-page grid gap-12 py-14 lg:grid-cols-[1.3fr_2fr] lg:gap-16">
        <div className="flex flex-col items-start gap-5">
          <Logo tone="light" />
          <p className="max-w-sm text-zinc-400">
            The professional network and booking marketplace for creative talent and the brands who hire them.
          </p>
          <Button asChild>
            <Link to="/auth">
              Get Started Today
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </div>

        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {SECTIONS.map((section) => (
            <div key={section.title}>
              <h2 className="font-semibold text-sm text-white">{section.title}</h2>
              <ul className="mt-4 grid gap-2">
                {section.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={linkClass}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>

      <div className="border-white/10 border-t">
        <div className="container-page flex flex-col gap-4 py-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-zinc-400">
            © {new Date().getFullYear()} Frameline. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {LEGAL.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
