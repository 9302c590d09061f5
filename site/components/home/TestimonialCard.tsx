import { cn } from "../../lib/cn";
import type { Testimonial } from "../../pages/index/+data";
import { cardClasses } from "../ui/Card";
import { Avatar } from "./Avatar";
import { StarRating } from "./StarRating";

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { name, role, company, rating, text, avatar } = testimonial;
  return (
    <figure className={cn("flex h-full flex-col gap-5", cardClasses())}>
      <StarRating value={rating} />
      <blockquote className="flex-1 text-ink-muted">
        <p>{text}</p>
      </blockquote>
      <figcaption className="flex items-center gap-4">
        <Avatar image={avatar} />
        <span>
          <span className="block font-semibold text-ink">{name}</span>
          <span className="block text-sm text-ink-muted">
            {role}, {company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
