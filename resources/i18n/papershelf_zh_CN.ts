<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
    <context>
        <name />
        <message>
            <source>&amp;Import…</source>
            <translation>导入(&amp;I)…</translation>
        </message>
        <message>
            <source>Import abstract lists into the library</source>
            <translation>将摘要列表导入文献库</translation>
        </message>
        <message>
            <source>Import from &amp;Zotero…</source>
            <translation>从 Zotero 导入(&amp;Z)…</translation>
        </message>
        <message>
            <source>Bring your Zotero library: items, notes, files, tags and collections (Zotero may stay open)</source>
            <translation>导入您的 Zotero 文献库：条目、笔记、文件、标签和分类（Zotero 可保持打开）</translation>
        </message>
        <message>
            <source>&amp;Open Shared Library…</source>
            <translation>打开共享文献库(&amp;O)…</translation>
        </message>
        <message>
            <source>Open a library on a PostgreSQL server in a new window</source>
            <translation>在新窗口中打开 PostgreSQL 服务器上的文献库</translation>
        </message>
        <message>
            <source>&amp;New Entry…</source>
            <translation>新建条目(&amp;N)…</translation>
        </message>
        <message>
            <source>Add a paper by typing its fields</source>
            <translation>通过填写字段添加文献</translation>
        </message>
        <message>
            <source>Add by &amp;Identifier…</source>
            <translation>按标识符添加(&amp;I)…</translation>
        </message>
        <message>
            <source>Add papers by DOI or arXiv id, looked up online</source>
            <translation>按 DOI 或 arXiv 编号添加文献（在线查询）</translation>
        </message>
        <message>
            <source>Find &amp;Metadata…</source>
            <translation>查找元数据(&amp;M)…</translation>
        </message>
        <message>
            <source>Look the selected papers up online and complete them</source>
            <translation>在线查询并补全所选文献</translation>
        </message>
        <message>
            <source>&amp;Export…</source>
            <translation>导出(&amp;E)…</translation>
        </message>
        <message>
            <source>Export what the list shows as BibTeX, BibLaTeX or RIS</source>
            <translation>将列表中显示的内容导出为 BibTeX、BibLaTeX 或 RIS</translation>
        </message>
        <message>
            <source>Export &amp;Selection…</source>
            <translation>导出所选(&amp;S)…</translation>
        </message>
        <message>
            <source>&amp;Keep Library Exported To…</source>
            <translation>持续导出文献库到(&amp;K)…</translation>
        </message>
        <message>
            <source>Rewrite a .bib or CSL-JSON file on every change</source>
            <translation>每次更改时重写 .bib 或 CSL-JSON 文件</translation>
        </message>
        <message>
            <source>Copy &amp;BibTeX</source>
            <translation>复制 BibTeX(&amp;B)</translation>
        </message>
        <message>
            <source>Copy the selected entries as BibTeX</source>
            <translation>将所选条目复制为 BibTeX</translation>
        </message>
        <message>
            <source>Copy \cite{…}</source>
            <translation>复制 \cite{…}</translation>
        </message>
        <message>
            <source>Copy \cite{keys} of the selected entries</source>
            <translation>复制所选条目的 \cite{keys}</translation>
        </message>
        <message>
            <source>Copy Refere&amp;nce</source>
            <translation>复制参考文献(&amp;N)</translation>
        </message>
        <message>
            <source>Copy the selected papers as a reference list in the chosen style (for Word and text)</source>
            <translation>以所选引文样式将所选文献复制为参考文献列表（用于 Word 和纯文本）</translation>
        </message>
        <message>
            <source>Copy &amp;Citation</source>
            <translation>复制引文(&amp;C)</translation>
        </message>
        <message>
            <source>Copy the in-text citation, e.g. (Vaswani et al., 2017)</source>
            <translation>复制文内引文，例如 (Vaswani et al., 2017)</translation>
        </message>
        <message>
            <source>Export &amp;Bibliography…</source>
            <translation>导出参考文献表(&amp;B)…</translation>
        </message>
        <message>
            <source>A formatted reference list (HTML, Markdown, RTF, text) or CSL-JSON for Pandoc</source>
            <translation>格式化的参考文献列表（HTML、Markdown、RTF、文本）或供 Pandoc 使用的 CSL-JSON</translation>
        </message>
        <message>
            <source>&amp;Paste as New Entries</source>
            <translation>粘贴为新条目(&amp;P)</translation>
        </message>
        <message>
            <source>Add the BibTeX, RIS, DOIs, arXiv ids or abstracts on the clipboard</source>
            <translation>添加剪贴板中的 BibTeX、RIS、DOI、arXiv 编号或摘要</translation>
        </message>
        <message>
            <source>Find &amp;Duplicates…</source>
            <translation>查找重复项(&amp;D)…</translation>
        </message>
        <message>
            <source>Merge papers that are in twice</source>
            <translation>合并重复收录的文献</translation>
        </message>
        <message>
            <source>Re&amp;generate Citation Keys…</source>
            <translation>重新生成引用键(&amp;G)…</translation>
        </message>
        <message>
            <source>Apply the key pattern again</source>
            <translation>重新应用引用键模式</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>首选项(&amp;P)…</translation>
        </message>
        <message>
            <source>The citation style; a contact e-mail and keys for lookups</source>
            <translation>引文样式；用于在线查询的联系邮箱和密钥</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Edit Entry</source>
            <translation>编辑条目(&amp;E)</translation>
        </message>
        <message>
            <source>Edit every field of the selected entry</source>
            <translation>编辑所选条目的所有字段</translation>
        </message>
        <message>
            <source>&amp;Find</source>
            <translation>查找(&amp;F)</translation>
        </message>
        <message>
            <source>Search the library</source>
            <translation>搜索文献库</translation>
        </message>
        <message>
            <source>&amp;Detail Pane</source>
            <translation>详情面板(&amp;D)</translation>
        </message>
        <message>
            <source>Show or hide the reading pane</source>
            <translation>显示或隐藏阅读面板</translation>
        </message>
        <message>
            <source>Ne&amp;xt Pane</source>
            <translation>下一个面板(&amp;X)</translation>
        </message>
        <message>
            <source>Sidebar, search, list, detail pane in turn</source>
            <translation>依次切换侧栏、搜索、列表和详情面板</translation>
        </message>
        <message>
            <source>Pre&amp;vious Pane</source>
            <translation>上一个面板(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;About Papershelf</source>
            <translation>关于 Papershelf(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Keyboard Shortcuts</source>
            <translation>键盘快捷键(&amp;K)</translation>
        </message>
        <message>
            <source>Every key, with a filter</source>
            <translation>所有快捷键，可筛选</translation>
        </message>
        <message>
            <source>Show &amp;Log Folder</source>
            <translation>显示日志文件夹(&amp;L)</translation>
        </message>
        <message>
            <source>Open the folder where Papershelf writes what went wrong</source>
            <translation>打开 Papershelf 记录错误的文件夹</translation>
        </message>
        <message>
            <source>&amp;Larger Text</source>
            <translation>放大文字(&amp;L)</translation>
        </message>
        <message>
            <source>Make the reading text larger</source>
            <translation>放大阅读文字</translation>
        </message>
        <message>
            <source>S&amp;maller Text</source>
            <translation>缩小文字(&amp;M)</translation>
        </message>
        <message>
            <source>Make the reading text smaller</source>
            <translation>缩小阅读文字</translation>
        </message>
        <message>
            <source>&amp;Actual Text Size</source>
            <translation>实际文字大小(&amp;A)</translation>
        </message>
        <message>
            <source>The reading text at its normal size</source>
            <translation>以正常大小显示阅读文字</translation>
        </message>
        <message>
            <source>&amp;Save Search…</source>
            <translation>保存搜索(&amp;S)…</translation>
        </message>
        <message>
            <source>Keep this search as a smart list</source>
            <translation>将此搜索保存为智能列表</translation>
        </message>
        <message>
            <source>&amp;Tag…</source>
            <translation>标签(&amp;T)…</translation>
        </message>
        <message>
            <source>Add or remove tags on the selected entries</source>
            <translation>为所选条目添加或移除标签</translation>
        </message>
        <message>
            <source>Edit Tags in Detail</source>
            <translation>在详情中编辑标签</translation>
        </message>
        <message>
            <source>Read Ne&amp;xt</source>
            <translation>阅读下一篇(&amp;X)</translation>
        </message>
        <message>
            <source>The first unread paper of this reading list</source>
            <translation>此阅读列表中第一篇未读文献</translation>
        </message>
        <message>
            <source>Move U&amp;p in List</source>
            <translation>在列表中上移(&amp;P)</translation>
        </message>
        <message>
            <source>Move Do&amp;wn in List</source>
            <translation>在列表中下移(&amp;W)</translation>
        </message>
        <message>
            <source>&amp;Attach File…</source>
            <translation>附加文件(&amp;A)…</translation>
        </message>
        <message>
            <source>Keep a file (a PDF, notes…) with the paper</source>
            <translation>随文献保存文件（PDF、笔记等）</translation>
        </message>
        <message>
            <source>&amp;Open File</source>
            <translation>打开文件(&amp;O)</translation>
        </message>
        <message>
            <source>Open the paper's first attached file (O in the list too)</source>
            <translation>打开文献的第一个附件（在列表中也可按 O）</translation>
        </message>
        <message>
            <source>Show File in &amp;Folder</source>
            <translation>在文件夹中显示文件(&amp;F)</translation>
        </message>
        <message>
            <source>The folder of the first file</source>
            <translation>第一个文件所在的文件夹</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>删除(&amp;D)</translation>
        </message>
        <message>
            <source>Delete the selected entries</source>
            <translation>删除所选条目</translation>
        </message>
        <message>
            <source>Mark &amp;Unread</source>
            <translation>标记为未读(&amp;U)</translation>
        </message>
        <message>
            <source>Mark &amp;Reading</source>
            <translation>标记为在读(&amp;R)</translation>
        </message>
        <message>
            <source>Mark Re&amp;ad</source>
            <translation>标记为已读(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Triage Unread Papers</source>
            <translation>筛选未读文献(&amp;T)</translation>
        </message>
        <message>
            <source>Unread papers of this view, one abstract at a time</source>
            <translation>逐篇查看此视图中未读文献的摘要</translation>
        </message>
        <message>
            <source>&amp;Statistics</source>
            <translation>统计(&amp;S)</translation>
        </message>
        <message>
            <source>Charts of what you added and read</source>
            <translation>您添加和阅读文献的图表</translation>
        </message>
        <message>
            <source>Find &amp;Similar Papers</source>
            <translation>查找相似文献(&amp;S)</translation>
        </message>
        <message>
            <source>Papers like the selected ones (a related: search)</source>
            <translation>与所选文献相似的文献（related: 搜索）</translation>
        </message>
        <message>
            <source>No Rating</source>
            <translation>无评分</translation>
        </message>
        <message>
            <source>Papershelf keeps the papers you mean to read. With no command, it opens the app.</source>
            <translation>Papershelf 保存您打算阅读的文献。不带命令时打开应用程序。</translation>
        </message>
        <message>
            <source>Nothing leaves your computer until you ask for a lookup (Add by Identifier, Find Metadata, or PDFs dropped on the list when the box below is ticked). Crossref answers faster to requests that carry a contact e-mail; a Semantic Scholar API key raises its rate limit.</source>
            <translation>在您发起查询之前（按标识符添加、查找元数据，或勾选下方选项后拖放到列表中的 PDF），任何数据都不会离开您的计算机。附带联系邮箱的请求，Crossref 响应更快；Semantic Scholar API 密钥可提高其速率限制。</translation>
        </message>
        <message>
            <source>Copy Reference, Copy Citation, Export Bibliography and the detail pane's Reference switch use this style. Add any .csl file, e.g. from the Zotero Style Repository.</source>
            <translation>“复制参考文献”“复制引文”“导出参考文献表”以及详情面板的“参考文献”开关均使用此样式。可添加任意 .csl 文件，例如来自 Zotero 样式库的文件。</translation>
        </message>
        <message>
            <source>CSL styles (*.csl);;All files (*)</source>
            <translation>CSL 样式 (*.csl);;所有文件 (*)</translation>
        </message>
        <message>
            <source>Files you attach (drop them on a paper) stay where they are, or are copied into a folder of the library's, one sub-folder per citation key, named by the pattern and renamed when the key or title changes. These settings belong to this library.</source>
            <translation>您附加的文件（拖放到文献上）保留在原处，或复制到文献库的文件夹中：每个引用键一个子文件夹，按模式命名，并在引用键或标题更改时重命名。这些设置属于此文献库。</translation>
        </message>
    </context>
    <context>
        <name>cli</name>
        <message>
            <source>the library file to use (created if missing), or a shared library's postgresql://user@host/dbname URL</source>
            <translation>要使用的文献库文件（不存在时创建），或共享文献库的 postgresql://user@host/dbname URL</translation>
        </message>
        <message>
            <source>the language to speak (de, es, zh_CN, en...); default: Preferences, then the system's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)</source>
            <translation>界面语言（de、es、zh_CN、en……）；默认：首选项，其次为系统设置（LANGUAGE、LC_ALL、LC_MESSAGES、LANG）</translation>
        </message>
        <message>
            <source>lay the window out right to left (as RTL languages)</source>
            <translation>从右到左排列窗口（如 RTL 语言）</translation>
        </message>
        <message>
            <source>papershelf: interrupted</source>
            <translation>papershelf：已中断</translation>
        </message>
        <message numerus="yes">
            <source>%n entries</source>
            <translation>
                <numerusform>%n 个条目</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>deleted %n entries</source>
            <translation>
                <numerusform>已删除 %n 个条目</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n keys would change (dry run: nothing changed)</source>
            <translation>
                <numerusform>将更改 %n 个引用键（试运行：未做任何更改）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n keys changed</source>
            <translation>
                <numerusform>已更改 %n 个引用键</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>language_box</name>
        <message>
            <source>System language</source>
            <translation>系统语言</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>语言</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>语言(&amp;L)：</translation>
        </message>
        <message>
            <source>Papershelf speaks it from its next start.</source>
            <translation>Papershelf 将在下次启动时使用该语言。</translation>
        </message>
    </context>
    <context>
        <name>preferences</name>
        <message>
            <source>Preferences</source>
            <translation>首选项</translation>
        </message>
        <message>
            <source>you@university.edu (optional)</source>
            <translation>you@university.edu（可选）</translation>
        </message>
        <message>
            <source>optional</source>
            <translation>可选</translation>
        </message>
        <message>
            <source>&amp;Add Style File…</source>
            <translation>添加样式文件(&amp;A)…</translation>
        </message>
        <message>
            <source>Look up the DOI or arXiv id of PDFs dropped on the list</source>
            <translation>查询拖放到列表中的 PDF 的 DOI 或 arXiv 编号</translation>
        </message>
        <message>
            <source>Reading a paper's PDF marks an unread paper Reading</source>
            <translation>阅读未读文献的 PDF 时将其标记为“在读”</translation>
        </message>
        <message>
            <source>Looking papers up online</source>
            <translation>在线查询文献</translation>
        </message>
        <message>
            <source>Contact &amp;e-mail:</source>
            <translation>联系邮箱(&amp;E)：</translation>
        </message>
        <message>
            <source>Semantic Scholar API &amp;key:</source>
            <translation>Semantic Scholar API 密钥(&amp;K)：</translation>
        </message>
        <message>
            <source>Attached files</source>
            <translation>附件</translation>
        </message>
        <message>
            <source>&amp;Link files where they are</source>
            <translation>在原位置链接文件(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Copy files into the library's folder</source>
            <translation>将文件复制到文献库文件夹(&amp;C)</translation>
        </message>
        <message>
            <source>C&amp;hoose…</source>
            <translation>选择(&amp;H)…</translation>
        </message>
        <message>
            <source>&amp;Folder:</source>
            <translation>文件夹(&amp;F)：</translation>
        </message>
        <message>
            <source>Fields as in key patterns: [auth] [year] [title] ...</source>
            <translation>字段同引用键模式：[auth] [year] [title] ……</translation>
        </message>
        <message>
            <source>&amp;Names:</source>
            <translation>名称(&amp;N)：</translation>
        </message>
        <message>
            <source>Folder for Copies</source>
            <translation>副本文件夹</translation>
        </message>
        <message>
            <source>Citations</source>
            <translation>引文</translation>
        </message>
        <message>
            <source>Citation &amp;style:</source>
            <translation>引文样式(&amp;S)：</translation>
        </message>
        <message>
            <source>{label} (added)</source>
            <translation>{label}（已添加）</translation>
        </message>
        <message>
            <source>Add Citation Style</source>
            <translation>添加引文样式</translation>
        </message>
    </context>
    <context>
        <name>window_menus</name>
        <message>
            <source>&amp;File</source>
            <translation>文件(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>编辑(&amp;E)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Paper</source>
            <translation>文献(&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>撤销(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>重做(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Columns</source>
            <translation>列(&amp;C)</translation>
        </message>
        <message>
            <source>Ra&amp;ting</source>
            <translation>评分(&amp;T)</translation>
        </message>
    </context>
</TS>
