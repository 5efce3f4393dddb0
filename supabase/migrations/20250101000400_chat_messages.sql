-- Chat history of the AI assistant, one conversation per browser session.
--
-- A browser generates a random session id (uuid) and sends it with every request as the
-- `x-chat-session` header. The policies compare a row's session_id with that header, so a session
-- reads and writes only its own messages. Nobody may update or delete messages through the API;
-- old messages are removed by public.purge_old_chat_messages (see the chat retention migration).

/** One chat message; the text is limited to 4000 characters and must not be blank. */
create table public.chat_messages (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null,
  role text not null
    constraint chat_messages_role_known check (role in ('user', 'assistant')),
  content text not null
    constraint chat_messages_content_not_blank check (btrim(content) <> '')
    constraint chat_messages_content_length check (char_length(content) <= 4000),
  created_at timestamptz not null default clock_timestamp()
);

comment on table public.chat_messages is 'Chat history; readable and writable only by the session named in the x-chat-session header.';

create index chat_messages_session_created_idx on public.chat_messages (session_id, created_at);

-- Column-level insert grant: clients cannot choose created_at (which would dodge retention).
revoke all on table public.chat_messages from anon, authenticated;
grant select on table public.chat_messages to anon, authenticated;
grant insert (id, session_id, role, content) on table public.chat_messages to anon, authenticated;
grant all on table public.chat_messages to service_role;

alter table public.chat_messages enable row level security;

create policy "a chat session can read its own messages"
  on public.chat_messages for select
  to anon, authenticated
  using (session_id = (select public.request_chat_session()));

create policy "a chat session can add messages to itself"
  on public.chat_messages for insert
  to anon, authenticated
  with check (session_id = (select public.request_chat_session()));
