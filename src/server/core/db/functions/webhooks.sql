-- Outgoing webhooks (ADR 0028): the changes endpoints are told about are written to the outbox
-- (webhook_events) by triggers, in the change's own transaction, so every writer is covered. The
-- delivery pass then routes each event to the endpoints that want it (webhook_deliveries).
--
-- This file is the current definition (ADR 0020). Statements are written as pg_get_functiondef and
-- pg_get_triggerdef print them; the migrate step applies each one whose live definition differs.
--
-- The event types an activity event is: a step ticked (unticks are none), a tag or disposition changed
-- (a Meeting is also meeting.booked), bad data flagged.
CREATE OR REPLACE FUNCTION public.webhook_event_types(field text, new_value text)
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT CASE
    WHEN field = 'sequenceTag' THEN ARRAY['tag.changed']
    WHEN field = 'finalDisposition' AND new_value = 'Meeting' THEN ARRAY['disposition.changed', 'meeting.booked']
    WHEN field = 'finalDisposition' THEN ARRAY['disposition.changed']
    WHEN field = 'badData' AND new_value IS NOT NULL THEN ARRAY['prospect.flagged']
    WHEN new_value IS DISTINCT FROM 'true' THEN ARRAY[]::text[]
    WHEN field = 'invite' THEN ARRAY['invite.sent']
    WHEN field = 'connected' THEN ARRAY['connection.accepted']
    WHEN field IN ('m1', 'm2', 'm3', 'm4') THEN ARRAY['message.sent']
    WHEN field IN ('ff1', 'ff2', 'ff3', 'ff4', 'ff5') THEN ARRAY['followup.sent']
    ELSE ARRAY[]::text[]
  END
$function$;
--> statement-breakpoint
-- Writes the events (a JSON array of {type, campaignId, assignmentId, data}, in order) that an enabled
-- endpoint wants: an endpoint of no company or of the event's company, taking every type (empty list) or
-- this one. Only the event is written here, unrouted, in order (`seq`); the delivery pass writes each
-- endpoint's delivery outside the change's transaction (webhooks/webhook-delivery.ts), so a tick adds one
-- row. Nothing for an event no endpoint wants.
CREATE OR REPLACE FUNCTION public.webhook_write(events jsonb)
 RETURNS void
 LANGUAGE sql
AS $function$
  INSERT INTO webhook_events (type, company_id, campaign_id, assignment_id, data, unrouted)
  SELECT u.e ->> 'type', c.company_id, c.id, (u.e ->> 'assignmentId')::uuid, u.e -> 'data', true
  FROM jsonb_array_elements(events) WITH ORDINALITY AS u(e, ord)
  JOIN campaigns c ON c.id = (u.e ->> 'campaignId')::uuid
  WHERE EXISTS (SELECT 1 FROM webhook_endpoints e
    WHERE e.enabled AND (e.company_id IS NULL OR e.company_id = c.company_id)
      AND (cardinality(e.events) = 0 OR (u.e ->> 'type') = ANY (e.events)))
  ORDER BY u.ord
$function$;
--> statement-breakpoint
-- A change's value as integrators read it: a step's 'true'/'false' as a boolean, anything else as text.
CREATE OR REPLACE FUNCTION public.webhook_value(value text)
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT CASE WHEN value IN ('true', 'false') THEN to_jsonb(value::boolean) ELSE to_jsonb(value) END
$function$;
--> statement-breakpoint
-- Activity events (every change a user, or Calendly, makes to a prospect's progress). The bad-data
-- reason is free text someone typed about a person: it is not copied, the change reads false -> true.
-- Without an enabled endpoint the statement costs one look at webhook_endpoints.
CREATE OR REPLACE FUNCTION public.webhook_on_activity()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM webhook_endpoints WHERE enabled) THEN
    RETURN NULL;
  END IF;
  PERFORM webhook_write(jsonb_agg(jsonb_build_object(
    'type', t.type, 'campaignId', n.campaign_id, 'assignmentId', n.assignment_id,
    'data', jsonb_build_object(
      'change', jsonb_build_object('field', n.field,
        'from', CASE WHEN n.field = 'badData' THEN to_jsonb(false) ELSE webhook_value(n.old_value) END,
        'to', CASE WHEN n.field = 'badData' THEN to_jsonb(true) ELSE webhook_value(n.new_value) END),
      'actor', jsonb_build_object('id', n.actor_id, 'label', n.actor_label))) ORDER BY n.id, t.k))
  FROM new_events n
  CROSS JOIN LATERAL unnest(webhook_event_types(n.field, n.new_value)) WITH ORDINALITY AS t(type, k);
  RETURN NULL;
END
$function$;
--> statement-breakpoint
-- A reply from the prospect (reply capture, or logged in the conversation). Its text is not copied.
CREATE OR REPLACE FUNCTION public.webhook_on_message()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM webhook_endpoints WHERE enabled) THEN
    RETURN NULL;
  END IF;
  PERFORM webhook_write(jsonb_agg(jsonb_build_object(
    'type', 'reply.received', 'campaignId', c.campaign_id, 'assignmentId', c.assignment_id,
    'data', jsonb_build_object(
      'change', jsonb_build_object('field', 'reply', 'messageId', m.id),
      'actor', jsonb_build_object('id', m.author_id, 'label', NULL))) ORDER BY m.created_at, m.id))
  FROM new_messages m JOIN conversations c ON c.id = m.conversation_id
  WHERE m.sender = 'prospect';
  RETURN NULL;
END
$function$;
--> statement-breakpoint
-- A prospect placed in a campaign: by an import or by assignment from the pool.
CREATE OR REPLACE FUNCTION public.webhook_on_assignment()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM webhook_endpoints WHERE enabled) THEN
    RETURN NULL;
  END IF;
  PERFORM webhook_write(jsonb_agg(jsonb_build_object(
    'type', 'prospect.imported', 'campaignId', a.campaign_id, 'assignmentId', a.id,
    'data', jsonb_build_object('change', NULL, 'actor', NULL)) ORDER BY a.id))
  FROM new_rows a;
  RETURN NULL;
END
$function$;
--> statement-breakpoint
-- A prospect that came onto the do-not-contact list (its trigger fires only for that row change).
CREATE OR REPLACE FUNCTION public.webhook_on_suppressed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM webhook_endpoints WHERE enabled) THEN
    RETURN NULL;
  END IF;
  PERFORM webhook_write(jsonb_build_array(jsonb_build_object(
    'type', 'prospect.suppressed', 'campaignId', NEW.campaign_id, 'assignmentId', NEW.id,
    'data', jsonb_build_object(
      'change', jsonb_build_object('field', 'doNotContact', 'from', false, 'to', true), 'actor', NULL))));
  RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER webhook_on_activity AFTER INSERT ON public.activity_events
  REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION webhook_on_activity();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER webhook_on_message AFTER INSERT ON public.messages
  REFERENCING NEW TABLE AS new_messages FOR EACH STATEMENT EXECUTE FUNCTION webhook_on_message();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER webhook_on_assignment AFTER INSERT ON public.assignments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION webhook_on_assignment();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER webhook_on_suppressed AFTER UPDATE OF suppression_id ON public.assignments
  FOR EACH ROW WHEN (((old.suppression_id IS NULL) AND (new.suppression_id IS NOT NULL)))
  EXECUTE FUNCTION webhook_on_suppressed();
