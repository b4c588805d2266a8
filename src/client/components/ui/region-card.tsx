import { type ReactNode, useId } from "react";
import { Card, CardDescription, CardHeader, CardTitle } from "./card";

/**
 * A card that is a region of the page named by its title, with a description under the title and, where
 * given, an action (a button) beside them from `sm` up. The children follow the header.
 */
export function RegionCard({
  title,
  description,
  descriptionClassName,
  action,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  descriptionClassName?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  const heading = (
    <>
      <CardTitle id={headingId}>{title}</CardTitle>
      <CardDescription className={descriptionClassName}>{description}</CardDescription>
    </>
  );
  return (
    <Card role="region" aria-labelledby={headingId}>
      {action ? (
        <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="grid gap-1">{heading}</div>
          {action}
        </CardHeader>
      ) : (
        <CardHeader>{heading}</CardHeader>
      )}
      {children}
    </Card>
  );
}
