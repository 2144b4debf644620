# A bot written with discord.py as its examples write one, for webhooks, emoji and scheduled events: a
# Client with the members intent that, once ready, logs to a channel webhook it makes (sent under another
# name with wait=True, then edited), uploads and renames a custom emoji, and schedules an external event
# and starts it, printing what discord.py returns at each step; and listeners that print the gateway events
# of emoji and events as discord.py's cache sees them. Pointed at the emulator as test/bots/discordpy_bot.py
# is (discord.http.Route.BASE and the default gateway from GET /gateway). Run by
# test/bots-discordpy-expressions.test.ts.
import base64
import datetime
import json
import os
import urllib.request

import discord
import yarl

API = os.environ["DISCORD_API_URL"]
discord.http.Route.BASE = API
with urllib.request.urlopen(f"{API}/gateway") as answer:
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(json.load(answer)["url"])
GUILD_ID = int(os.environ["GUILD_ID"])
CHANNEL_ID = int(os.environ["CHANNEL_ID"])
PNG = base64.b64decode(os.environ["PNG_BASE64"])


class Bot(discord.Client):
    def __init__(self):
        intents = discord.Intents.default()
        intents.members = True
        super().__init__(intents=intents)
        self.done = False

    async def on_ready(self):
        if self.done:
            return
        self.done = True
        guild = self.get_guild(GUILD_ID)
        channel = self.get_channel(CHANNEL_ID)
        webhook = await channel.create_webhook(name="Py logger")
        sent = await webhook.send("py log: ready", username="Py audit", wait=True)
        edited = await sent.edit(content="py log: ready (edited)")
        print(f"webhook {webhook.id} message {sent.id} by {sent.author.name} now {edited.content!r}", flush=True)
        emoji = await guild.create_custom_emoji(name="py_wave", image=PNG)
        renamed = await emoji.edit(name="py_wave2")
        print(f"emoji {renamed.id} {renamed.name}", flush=True)
        start = discord.utils.utcnow() + datetime.timedelta(hours=1)
        event = await guild.create_scheduled_event(
            name="Py launch",
            start_time=start,
            end_time=start + datetime.timedelta(hours=1),
            entity_type=discord.EntityType.external,
            location="The park",
            privacy_level=discord.PrivacyLevel.guild_only,
        )
        print(f"event {event.id} {event.status.name} at {event.location}", flush=True)
        started = await event.start()
        print(f"event {started.id} {started.status.name}", flush=True)

    async def on_guild_emojis_update(self, guild, before, after):
        print(f"cache emojis {','.join(sorted(e.name for e in after))}", flush=True)

    async def on_scheduled_event_update(self, before, after):
        print(f"cache event {after.id} {before.status.name} -> {after.status.name}", flush=True)

    async def on_scheduled_event_user_add(self, event, user):
        print(f"interested {user.id} in {event.name}", flush=True)


Bot().run(os.environ["BOT_TOKEN"], log_handler=None)
