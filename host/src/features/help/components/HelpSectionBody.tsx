import { SafeHtml } from '@suite/shared';
import type { HelpEntry } from '../use-help-sections';

export function HelpSectionBody({ section }: { section: HelpEntry }) {
  if (section.html !== undefined) return <SafeHtml html={section.html} className="rich-text" />;
  return (
    <div className="rich-text">
      {(section.paragraphs ?? []).map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </div>
  );
}
