# A bot written with discord.py as its examples write one, for messages as users live them: a
# commands.Bot with the members and message content intents that posts a role menu and gives (and takes
# back) a role on a ✅ reaction through on_raw_reaction_add / on_raw_reaction_remove, logs edited and
# deleted messages to their channel, replies to !hello, opens a private ticket thread on !ticket (adding
# its author) and closes it on !close (archived and locked), starts a thread from a message on !discuss
# and reads the thread's first message, and joins the threads users start. Listeners print what
# discord.py's cache sees. discord.py 2.2.2 sends no polls (it has no Poll): none here. Pointed at the
# emulator as test/bots/discordpy_bot.py is (discord.http.Route.BASE and the default gateway from
# GET /gateway). Run by test/bots-discordpy-messages.test.ts.
import json
import os
import urllib.request

import discord
import yarl
from discord.ext import commands

API = os.environ["DISCORD_API_URL"]
discord.http.Route.BASE = API
with urllib.request.urlopen(f"{API}/gateway") as answer:
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(json.load(answer)["url"])
CHANNEL_ID = int(os.environ["CHANNEL_ID"])
ROLE_ID = int(os.environ["ROLE_ID"])
MENU_EMOJI = "\N{WHITE HEAVY CHECK MARK}"

intents = discord.Intents.default()
intents.members = True
intents.message_content = True
bot = commands.Bot(command_prefix="!", intents=intents)
menu = {"id": None}


def say(line: str) -> None:
    print(line, flush=True)


@bot.event
async def on_ready():
    if menu["id"] is not None:
        return
    channel = bot.get_channel(CHANNEL_ID)
    message = await channel.send(f"React with {MENU_EMOJI} to get the member role")
    await message.add_reaction(MENU_EMOJI)
    menu["id"] = message.id
    say(f"menu {message.id}")


@bot.event
async def on_raw_reaction_add(payload: discord.RawReactionActionEvent):
    if payload.message_id != menu["id"] or payload.user_id == bot.user.id or str(payload.emoji) != MENU_EMOJI:
        return
    role = bot.get_guild(payload.guild_id).get_role(ROLE_ID)
    await payload.member.add_roles(role, reason="reaction role")
    say(f"gave {role.name} to {payload.user_id}")


@bot.event
async def on_raw_reaction_remove(payload: discord.RawReactionActionEvent):
    if payload.message_id != menu["id"] or str(payload.emoji) != MENU_EMOJI:
        return
    guild = bot.get_guild(payload.guild_id)
    member = guild.get_member(payload.user_id) or await guild.fetch_member(payload.user_id)
    await member.remove_roles(guild.get_role(ROLE_ID), reason="reaction role")
    say(f"took member from {payload.user_id}")


@bot.event
async def on_message_edit(before: discord.Message, after: discord.Message):
    # A thread started from it or an embed resolved edits a message too: only new words are logged.
    if after.author.bot or before.content == after.content:
        return
    await after.channel.send(f"edit: {before.content!r} -> {after.content!r} by {after.author.name}")


@bot.event
async def on_message_delete(message: discord.Message):
    if message.author.bot:
        return
    await message.channel.send(f"delete: {message.content!r} by {message.author.name}")


@bot.command()
async def hello(ctx: commands.Context):
    reply = await ctx.reply(f"Hello {ctx.author.name}!")
    say(f"replied {reply.id} to {reply.reference.message_id}")


@bot.command()
async def ticket(ctx: commands.Context, *, topic: str = "help"):
    thread = await ctx.channel.create_thread(
        name=f"ticket-{ctx.author.name}",
        type=discord.ChannelType.private_thread,
        invitable=False,
        reason=f"ticket: {topic}",
    )
    await thread.add_user(ctx.author)
    await thread.send(f"{ctx.author.mention} opened a ticket about {topic}. Say !close when done.")
    say(f"ticket {thread.id} for {ctx.author.id} {thread.type.name} invitable={thread.invitable}")


@bot.command()
async def close(ctx: commands.Context):
    if not isinstance(ctx.channel, discord.Thread) or not ctx.channel.name.startswith("ticket-"):
        await ctx.reply("Say !close in a ticket thread.")
        return
    await ctx.send("Ticket closed.")
    thread = await ctx.channel.edit(archived=True, locked=True)
    say(f"closed {thread.id} archived={thread.archived} locked={thread.locked}")


@bot.command()
async def discuss(ctx: commands.Context):
    thread = await ctx.message.create_thread(name="discussion")
    first = [message async for message in thread.history(limit=1, oldest_first=True)][0]
    say(f"discussion {thread.id} first {first.type.name} -> {first.reference.message_id}")


@bot.event
async def on_thread_create(thread: discord.Thread):
    say(f"thread created {thread.id} {thread.name} by {thread.owner_id}")
    if thread.owner_id != bot.user.id and thread.type == discord.ChannelType.public_thread:
        await thread.join()
        await thread.send("I am here to help.")


@bot.event
async def on_thread_join(thread: discord.Thread):
    say(f"joined {thread.id} {thread.type.name}")


@bot.event
async def on_thread_remove(thread: discord.Thread):
    say(f"removed from {thread.id}")


bot.run(os.environ["BOT_TOKEN"], log_handler=None)
