import { Link } from "gatsby";
import { LatinMarked } from "@/components/LatinMarked";
import { useSiteSettings } from "@/hooks/useSiteSettings";
import { useUiTexts } from "@/hooks/useUiTexts";

interface Props {
  className?: string;
  /** From inside a form or a dialog: the form's link opens in a new tab, so that nothing typed is lost. */
  newTab?: boolean;
}

/**
 * "הצהרת בריאות:" and how and where it is signed, with the link to its form when the studio gives one (content/
 * site.json, healthDeclaration): a file of the site's own (static/) or the provider's form, in a new tab.
 */
export function HealthDeclaration({ className, newTab = false }: Props) {
  const { healthDeclaration } = useSiteSettings();
  const { page } = useUiTexts();
  const { how, link } = healthDeclaration;
  const ownPage = link?.href.startsWith("/") && !/\.\w+$/.test(link.href);
  return (
    <p className={className} data-health-declaration="">
      <strong>{page.health}</strong> <LatinMarked text={how} />
      {link && " "}
      {link && ownPage && !newTab && <Link to={link.href}>{link.label}</Link>}
      {link && !(ownPage && !newTab) && (
        <a href={link.href} target="_blank" rel="noopener noreferrer">
          {link.label} {page.newTab}
        </a>
      )}
    </p>
  );
}
